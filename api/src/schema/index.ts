import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder";
import "./auth";
import "./category";
import "./media";
import "./talent";
import "./request";
import "./client";
import "./news";
import "./testimonial";

export const schema = lexicographicSortSchema(builder.toSchema());
