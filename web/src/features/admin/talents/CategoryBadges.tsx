import { Badge, HStack, Text } from "@chakra-ui/react";

/** How many category badges a row shows before "+N" stands for the rest. */
export const SHOWN_CATEGORIES = 2;

/** A talent's categories as badges, all of them named to assistive technology, the overflow as "+N". */
export function CategoryBadges({ categories }: { categories: ReadonlyArray<{ id: number; name: string }> }) {
  if (categories.length === 0) {
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        None
      </Text>
    );
  }
  const shown = categories.slice(0, SHOWN_CATEGORIES);
  const rest = categories.slice(SHOWN_CATEGORIES);
  return (
    <HStack gap="1" wrap="wrap">
      {shown.map((category) => (
        <Badge key={category.id} variant="outline" colorPalette="gray" maxW="40" truncate title={category.name}>
          {category.name}
        </Badge>
      ))}
      {rest.length > 0 && (
        <Badge variant="subtle" colorPalette="gray" title={rest.map((category) => category.name).join(", ")}>
          <span aria-hidden="true">+{rest.length}</span>
          <Text as="span" srOnly>
            and {rest.map((category) => category.name).join(", ")}
          </Text>
        </Badge>
      )}
    </HStack>
  );
}
