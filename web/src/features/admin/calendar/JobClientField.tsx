import { Field, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useDeferredValue, useState } from "react";
import { graphql } from "#web/gql";

// A job's optional client (docs/product.md#bookings): type part of a name, organisation or e-mail,
// then choose from the register's matches. A select rather than a custom combobox, so the keyboard
// and screen readers get the browser's own control.

const JobClientSearchQuery = graphql(`
  query JobClientSearch($search: String) {
    clientPage(search: $search, limit: 20) {
      total
      items {
        id
        clientName
        organizationName
      }
    }
  }
`);

type Client = { id: number; clientName: string; organizationName?: string | null };
const label = (client: Client) => (client.organizationName ? `${client.clientName} (${client.organizationName})` : client.clientName);

export function JobClientField({ value, onChange }: { value: number | null; onChange: (clientId: number | null) => void }) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const { data, loading, error } = useQuery(JobClientSearchQuery, { variables: { search: deferred || null } });
  // The chosen client stays an option while a new search shows others.
  const [chosen, setChosen] = useState<Client | null>(null);
  const matches = data?.clientPage.items ?? [];
  const options = chosen && value === chosen.id && !matches.some((client) => client.id === chosen.id) ? [chosen, ...matches] : matches;
  const total = data?.clientPage.total ?? 0;

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Field.Root>
        <Field.Label>Find a client</Field.Label>
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, organisation or e-mail"
        />
      </Field.Root>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Client (optional)</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value ?? ""}
            onChange={(event) => {
              const id = event.target.value ? Number(event.target.value) : null;
              setChosen(options.find((client) => client.id === id) ?? null);
              onChange(id);
            }}
          >
            <option value="">No client</option>
            {options.map((client) => (
              <option key={client.id} value={client.id}>
                {label(client)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error ? (
          <Field.ErrorText>Failed to load the clients: {error.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {loading && !data
              ? "Loading clients…"
              : total === 0
                ? deferred
                  ? `No client matches “${deferred}”.`
                  : "The client register is empty."
                : total > matches.length
                  ? `${matches.length} of ${total} clients shown: type to narrow.`
                  : `${total} client${total === 1 ? "" : "s"}.`}
          </Field.HelperText>
        )}
      </Field.Root>
      <Text srOnly aria-live="polite">
        {deferred && data ? `${total} client${total === 1 ? "" : "s"} match.` : ""}
      </Text>
    </Stack>
  );
}
