export * from "./fields";
export * from "./talent";
export * from "./request";
export * from "./content";
