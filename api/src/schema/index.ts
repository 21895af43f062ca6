import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder";
// Each domain file once: each adds its types and fields to the builder (the only side effect of
// importing a schema file). The order is the order they were
// evaluated in before; the printed schema is sorted, so it does not show there.
import "./auth";
import "./category";
import "./category-page";
import "./media";
import "./talent-admin";
import "./talent-editing";
import "./talent-lifecycle";
import "./talent-submission";
import "./talent";
import "./request";
import "./client";
import "./news";
import "./testimonial";
import "./image-files";
import "./contact";
import "./activity";
import "./talent-staff";
import "./talent-bulk";
import "./talent-media";
import "./talent-export";
import "./email";
import "./staff";
import "./account";
import "./package";
import "./package-picks";
import "./job";
import "./booking";
import "./calendar";
import "./portal-access";
import "./portal";
import "./profile-changes";
import "./portal-privacy";

export const schema = lexicographicSortSchema(builder.toSchema());
