export * from "./fields";
export * from "./talent";
export * from "./request";
export * from "./content";
export * from "./talent-editor";
export * from "./files";
export * from "./account";
export * from "./package";
