import type { CodegenConfig } from "@graphql-codegen/cli";

// The API owns the contract: schema.graphql is printed from the Pothos schema, and the web app's
// typed documents are generated from it, so a field the API drops fails `tsc` here.
const config: CodegenConfig = {
  schema: "./schema.graphql",
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": {
      preset: "client",
      config: {
        useTypeImports: true,
        // String unions instead of TS enums: nothing to import at runtime, and they erase cleanly.
        enumsAsTypes: true,
        // DateTime travels as an ISO string in JSON; nothing parses it into a Date on the way in.
        scalars: { DateTime: "string" },
      },
    },
  },
};

export default config;
