import { Field, Input, Text, type FieldRootProps } from "@chakra-ui/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { graphql } from "../../gql";
import { attachAutocomplete, loadPlaces, type PickedAddress } from "./places";
import { useQuery } from "@apollo/client/react";

const PlacesKeyQuery = graphql(`
  query PlacesKey {
    googlePlacesKey {
      apiKey
      configured
    }
  }
`);

type AddressLookupProps = {
  onSelect: (address: PickedAddress) => void;
  label?: string;
  placeholder?: string;
  required?: boolean;
  /** Where it sits in the form's grid; nothing at all is rendered without a key. */
  gridColumn?: FieldRootProps["gridColumn"];
};

/**
 * Suggests Australian addresses as the visitor types and hands the chosen one to `onSelect`. Shown
 * only when the server has a places key; the form's own address fields always work without it.
 */
export function AddressLookup({
  onSelect,
  label = "Address Lookup",
  placeholder = "Start typing your address...",
  required,
  gridColumn,
}: AddressLookupProps) {
  const { data } = useQuery(PlacesKeyQuery);
  const key = data?.googlePlacesKey.configured ? data.googlePlacesKey.apiKey : null;
  const input = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    if (!key) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    loadPlaces(key)
      .then((places) => {
        if (cancelled || !input.current) return;
        detach = attachAutocomplete(places, input.current, (address) => select.current(address));
        setReady(true);
      })
      // The spec's behaviour: the failure is logged and the lookup keeps its loading text.
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [key]);

  if (!key) return null;
  // Enter picks a suggestion; it must not submit the form.
  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") event.preventDefault();
  };
  return (
    <Field.Root required={required} gridColumn={gridColumn}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input ref={input} placeholder={placeholder} autoComplete="off" onKeyDown={keepEnter} />
      <Text role="status" fontSize="sm" color={ready ? "fg.success" : "fg.muted"}>
        {ready ? "✓ Address lookup ready" : "Loading address lookup..."}
      </Text>
    </Field.Root>
  );
}

export type { PickedAddress } from "./places";
