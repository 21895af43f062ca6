export * from "./options";
export * from "./text";
export * from "./schemas";
