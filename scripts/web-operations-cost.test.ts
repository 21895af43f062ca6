import { type DocumentNode, type GraphQLInputType, isNonNullType, Kind, type OperationDefinitionNode, typeFromAST } from "graphql";
import { describe, expect, it } from "vitest";
import { MAX_QUERY_COST, TALENTS_SHOWN_AT_ONCE } from "../common/api-limits";
import { MAX_DIRECTORY_IDS } from "../common/options";
import { PACKAGE_MAX_TALENTS } from "../common/packages";
import { DIRECTORY_MAX_LIMIT } from "../common/schemas/talent";
import * as generated from "../web/src/gql/graphql";
import { HOME_FACES } from "../web/src/features/home/FacesSection";
import { PAGE_SIZE as STAFF_TALENTS_PAGE } from "../web/src/features/admin/talents/list-params";
import { queryCost } from "../api/src/query-cost";
import { schema } from "../api/src/schema";
import { sample } from "../api/test/authorization-matrix";

// The cost limit counts the rows a list asks for (ADR 132); every operation the web app sends stays
// under it at the largest page the app asks for (api/test/query-cost.test.ts refuses what is over).

/**
 * The largest `$limit` each of the web app's paged operations is sent with. A new operation with
 * a `$limit` fails the test below until its page size is added here.
 */
const APP_PAGE_SIZES: Record<string, number> = {
  ContactMessages: 25, // web/src/features/admin/messages/MessagesPage.tsx, PAGE_SIZE
  HomeFaces: HOME_FACES,
  HeroPosters: DIRECTORY_MAX_LIMIT, // talentDirectory answers no more (the hero asks for 6)
  PackageTalentSearch: PACKAGE_MAX_TALENTS,
  RequestPickerSearch: DIRECTORY_MAX_LIMIT, // talentDirectory answers no more (the picker asks for 24)
  RequestSelectedTalents: MAX_DIRECTORY_IDS,
  RequestSentTalents: TALENTS_SHOWN_AT_ONCE, // web/src/features/request/RequestSubmitted.tsx
  ShortlistTalents: TALENTS_SHOWN_AT_ONCE, // web/src/features/shortlist/ShortlistPage.tsx
  StaffTalents: STAFF_TALENTS_PAGE,
  TalentDirectory: DIRECTORY_MAX_LIMIT, // talentDirectory answers no more (the directory asks for 24)
};

const operationOf = (document: DocumentNode) =>
  document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);

/** The web app's operations as codegen wrote them (web/src/gql), fragments left out. */
const webOperations = Object.values(generated)
  .filter((value): value is DocumentNode => typeof value === "object" && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT)
  .filter((document) => operationOf(document) !== undefined)
  .map((document) => ({ name: operationOf(document)!.name!.value, document }));

/** Variables as the app sends them at their largest: its page size for `$limit`, a sample for other required ones. */
function appVariables(name: string, document: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operationOf(document)!.variableDefinitions ?? []) {
    const variable = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
    if (variable === "limit") variables.limit = APP_PAGE_SIZES[name];
    else if (isNonNullType(type)) variables[variable] = sample(type);
  }
  return variables;
}

describe("the cost of the web app's own operations", () => {
  it("finds them all (every document codegen generated)", () => {
    expect(webOperations.length).toBeGreaterThan(80);
  });

  it("knows the page size of every operation with a $limit", () => {
    const paged = webOperations
      .filter(({ document }) =>
        operationOf(document)!.variableDefinitions?.some((definition) => definition.variable.name.value === "limit"),
      )
      .map(({ name }) => name)
      .sort();
    expect(paged).toEqual(Object.keys(APP_PAGE_SIZES).sort());
  });

  it("keeps each under the limit at the largest page the app asks for", () => {
    const costs = webOperations.map(({ name, document }) => ({ name, cost: queryCost(schema, document, appVariables(name, document)) }));
    expect(costs.filter(({ cost }) => cost === undefined).map(({ name }) => name)).toEqual([]);
    const over = costs.filter(({ cost }) => cost! > MAX_QUERY_COST);
    expect(over).toEqual([]);
    const dearest = [...costs].sort((a, b) => b.cost! - a.cost!).slice(0, 5);
    console.log(`${costs.length} web operations; the dearest: ${dearest.map(({ name, cost }) => `${name} ${cost}`).join(", ")}`);
  });
});
