import type { CodegenConfig } from "@graphql-codegen/cli";

// The API owns the contract: schema.graphql is printed from the Pothos schema, and the web app's
// typed documents are generated from it, so a field the API drops fails `tsc` here.
// `npm run codegen:check` (part of `npm test`) fails when web/src/gql is not what this produces.
const config: CodegenConfig = {
  schema: "./schema.graphql",
  // Tests write their own documents; they are not part of the app's client.
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**", "!web/src/**/*.test.{ts,tsx}"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": {
      preset: "client",
      presetConfig: {
        // Components read their fragment's fields through this call; the name says what it does
        // (unwraps a masked type) and keeps the React hooks linter from treating it as a hook.
        fragmentMasking: { unmaskFunctionName: "getFragmentData" },
      },
      config: {
        useTypeImports: true,
        // String unions instead of TS enums: nothing to import at runtime, and they erase cleanly.
        enumsAsTypes: true,
        // A scalar the API adds later must be mapped here before the client builds.
        strictScalars: true,
        scalars: {
          // Both travel as strings in JSON; nothing parses them into Date objects on the way in.
          DateTime: "string",
          Date: "string",
          JSON: "unknown",
          // Sent as a multipart file (Apollo's upload link); never part of a response.
          Upload: { input: "File", output: "never" },
        },
      },
    },
  },
};

export default config;
