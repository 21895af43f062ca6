import { builder } from "./builder";
import { readPage, REGISTER_PAGE_SIZE, registerPageArgDescriptions } from "./paging";

// The categories a page at a time, for the REST list (ADR 008), in a file of its own beside
// category.ts (it was kept apart while ADR 090 rewrote the categories' query); the Category type
// and its talentCount are category.ts's, so the page answers exactly what `categories` does.

const CategoryPage = builder.objectRef<{ take: number; skip: number }>("CategoryPage").implement({
  description: "A page of categories by name, and how many there are in all.",
  fields: (t) => ({
    total: t.int({ resolve: (_page, _args, ctx) => ctx.prisma.category.count() }),
    items: t.prismaField({
      type: ["Category"],
      resolve: (query, page, _args, ctx) =>
        ctx.prisma.category.findMany({ ...query, orderBy: [{ name: "asc" }, { id: "asc" }], take: page.take, skip: page.skip }),
    }),
  }),
});

builder.queryField("categoryPage", (t) =>
  t.field({
    type: CategoryPage,
    description: `categories a page at a time (${REGISTER_PAGE_SIZE} by default), with the total.`,
    args: {
      limit: t.arg.int({ required: false, description: registerPageArgDescriptions.limit }),
      offset: t.arg.int({ required: false, description: registerPageArgDescriptions.offset }),
    },
    resolve: (_root, args) => readPage(args, REGISTER_PAGE_SIZE),
  }),
);
