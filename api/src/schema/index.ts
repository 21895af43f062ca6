import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder";
import "./auth";
import "./category";

export const schema = lexicographicSortSchema(builder.toSchema());
