import { readFileSync } from "node:fs";
import { buildSchema, print } from "graphql";
import { describe, expect, it } from "vitest";
import { HomeCategoriesDocument, PlacesKeyDocument } from "../web/src/gql/graphql";
import { checkedAnswer, withTypenames, type AnswerData } from "./graphql-answers";

// The check the browser tests' made-up answers go through (e2e/graphql-answers.ts): each way an
// answer can stop fitting the schema must fail, naming the field.

const asApolloSendsIt = print(withTypenames(HomeCategoriesDocument));
const fits: AnswerData<typeof HomeCategoriesDocument> = {
  categories: [{ id: 901, name: "Actors", imageUrl: null, talentCount: 12 }],
};

describe("checkedAnswer", () => {
  it("gives the answer a server would, with each object's __typename from the schema", () => {
    expect(checkedAnswer(asApolloSendsIt, fits, { operationName: "HomeCategories" })).toEqual({
      categories: [{ __typename: "Category", id: 901, name: "Actors", imageUrl: null, talentCount: 12 }],
    });
  });

  it("refuses a field the schema has under another name, and names both", () => {
    const renamed = { categories: [{ id: 901, name: "Actors", imageURL: null, talentCount: 12 }] };
    // @ts-expect-error the typed answer refuses it before the run does
    const typed: AnswerData<typeof HomeCategoriesDocument> = renamed;
    expect(() => checkedAnswer(asApolloSendsIt, typed)).toThrow(
      /data\.categories\.0\.imageURL: not asked for by the operation\n {2}data\.categories\.0\.imageUrl: missing from the answer/,
    );
  });

  it("refuses the document once the schema renames a field it asks for", () => {
    const source = readFileSync("schema.graphql", "utf8");
    const schema = buildSchema(source.replace("  imageUrl: String\n  name: String!", "  imageURL: String\n  name: String!"));
    expect(() => checkedAnswer(asApolloSendsIt, fits, { schema })).toThrow('Cannot query field "imageUrl" on type "Category"');
  });

  it("refuses a scalar of the wrong kind and a null the schema does not allow", () => {
    const text = { categories: [{ id: 901, name: "Actors", imageUrl: null, talentCount: "12" }] };
    expect(() => checkedAnswer(asApolloSendsIt, text)).toThrow('data.categories.0.talentCount: the answer has "12", the schema serves 12');
    const unnamed = { categories: [{ id: 901, name: null, imageUrl: null, talentCount: 12 }] };
    expect(() => checkedAnswer(asApolloSendsIt, unnamed)).toThrow(
      "categories.0.name: Cannot return null for non-nullable field Category.name.",
    );
    const nullAndExtra = { categories: [{ id: 901, name: null, imageUrl: null, talentCount: 12, label: "Actors" }] };
    expect(() => checkedAnswer(asApolloSendsIt, nullAndExtra)).toThrow(
      /:\n {2}data\.categories\.0\.name: Cannot return null for non-nullable field Category\.name\.\n {2}data\.categories\.0\.label: not asked for by the operation$/,
    );
    const flag = { googlePlacesKey: { apiKey: "k", configured: "yes" } };
    expect(() => checkedAnswer(print(PlacesKeyDocument), flag)).toThrow('Boolean cannot represent a non boolean value: "yes"');
  });

  it("reads an aliased field under its alias and refuses a wrong __typename", () => {
    const query = "query Named { first: categories { label: name } }";
    expect(checkedAnswer(query, { first: [{ label: "Actors" }] })).toEqual({ first: [{ label: "Actors" }] });
    expect(() => checkedAnswer(query, { first: [{ name: "Actors" }] })).toThrow("data.first.0.name: not asked for by the operation");
    const mislabelled = { categories: [{ __typename: "Talent", id: 901, name: "Actors", imageUrl: null, talentCount: 12 }] };
    expect(() => checkedAnswer(asApolloSendsIt, mislabelled)).toThrow(
      'data.categories.0.__typename: the answer has "Talent", the schema serves "Category"',
    );
  });
});
