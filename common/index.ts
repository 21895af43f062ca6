// Nothing imports this barrel (scripts/import-paths.test.ts): import the module that has the name,
// `#common/site` or `../common/site`, so a page loads only what it uses. It stays while ADR 010
// names it.
export * from "./options";
export * from "./text";
export * from "./age";
export * from "./site";
export * from "./paths";
export * from "./schemas";
export * from "./talent-fields";
export * from "./talent-field-keys";
export * from "./credits";
export * from "./talent-field-rules";
export * from "./facts";
export * from "./meta";
export * from "./activity";
export * from "./editing";
export * from "./packages";
export * from "./places/regions";
