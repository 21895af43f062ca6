import type { TestProject } from "vitest/node";
import { createDatabaseTemplate } from "./database-template";

// Vitest globalSetup of the API suites: one migrated database template per run (ADR 176).
export default async function setup(project: TestProject) {
  const { template, remove } = await createDatabaseTemplate();
  project.provide("databaseTemplate", template);
  return remove;
}
