import { useMutation } from "@apollo/client/react";
import { clientSchema } from "#common/schemas";
import { graphql } from "../../gql";
import { CheckboxField, TextareaField, TextField, useZodForm } from "../form";
import { toaster } from "../toaster";
import { FormDialog, FormDialogContent } from "./FormDialog";

// The client add/edit dialog (docs/product.md#clients). It lives here rather than in the
// clients feature because the requests screen opens it too, prefilled from a request.

const CreateClientMutation = graphql(`
  mutation CreateClient($input: ClientInput!) {
    createClient(input: $input) {
      id
    }
  }
`);
const UpdateClientMutation = graphql(`
  mutation UpdateClient($id: Int!, $input: ClientInput!) {
    updateClient(id: $id, input: $input) {
      id
      clientName
      organizationName
      email
      phone
      address
      notes
      isActive
      updatedAt
    }
  }
`);

export type ClientFormValues = {
  clientName: string;
  organizationName: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  isActive: boolean;
};

export type EditableClient = {
  id: number;
  clientName: string;
  organizationName?: string | null;
  email: string;
  phone?: string | null;
  address?: string | null;
  notes?: string | null;
  isActive: boolean;
};

type ClientFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The client being edited; null adds a new one. */
  client: EditableClient | null;
  /** A new client's starting values (from a talent request). */
  initial?: Partial<ClientFormValues>;
  /** Queries to reload after a save (the screen's lists). */
  refetchQueries: string[];
  onSaved?: (id: number) => void;
};

export function ClientFormDialog({ open, onClose, client, initial, refetchQueries, onSaved }: ClientFormDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <ClientForm
        key={client?.id ?? "new"}
        client={client}
        initial={initial}
        refetchQueries={refetchQueries}
        onClose={onClose}
        onSaved={onSaved}
      />
    </FormDialog>
  );
}

function ClientForm({ client, initial, refetchQueries, onClose, onSaved }: Omit<ClientFormDialogProps, "open">) {
  const form = useZodForm(clientSchema, {
    defaultValues: {
      clientName: client?.clientName ?? initial?.clientName ?? "",
      organizationName: client?.organizationName ?? initial?.organizationName ?? "",
      email: client?.email ?? initial?.email ?? "",
      phone: client?.phone ?? initial?.phone ?? "",
      address: client?.address ?? initial?.address ?? "",
      notes: client?.notes ?? initial?.notes ?? "",
      isActive: client?.isActive ?? initial?.isActive ?? true,
    },
  });
  const [create] = useMutation(CreateClientMutation, { refetchQueries });
  const [update] = useMutation(UpdateClientMutation, { refetchQueries });

  const onSubmit = async (values: {
    clientName: string;
    organizationName?: string | null;
    email: string;
    phone?: string | null;
    address?: string | null;
    notes?: string | null;
    isActive: boolean;
  }) => {
    const input = {
      clientName: values.clientName,
      organizationName: values.organizationName ?? null,
      email: values.email,
      phone: values.phone ?? null,
      address: values.address ?? null,
      notes: values.notes ?? null,
      isActive: values.isActive,
    };
    let id: number;
    if (client) {
      await update({ variables: { id: client.id, input } });
      id = client.id;
    } else {
      const result = await create({ variables: { input } });
      id = result.data!.createClient.id;
    }
    toaster.create({
      type: "success",
      title: client ? "Client updated successfully" : "Client created successfully",
      description: values.clientName,
    });
    onClose();
    onSaved?.(id);
  };

  return (
    <FormDialogContent
      form={form}
      onSubmit={onSubmit}
      idPrefix="client-"
      title={client ? "Edit Client" : "Add Client"}
      submitLabel={client ? "Save Changes" : "Add Client"}
      failureTitle={client ? "Failed to update client" : "Failed to create client"}
    >
      <TextField<ClientFormValues> name="clientName" label="Client Name" required autoComplete="off" />
      <TextField<ClientFormValues> name="organizationName" label="Organization" autoComplete="off" />
      <TextField<ClientFormValues> name="email" label="Email" type="email" required autoComplete="off" />
      <TextField<ClientFormValues> name="phone" label="Phone" type="tel" autoComplete="off" />
      <TextareaField<ClientFormValues> name="address" label="Address" rows={2} />
      <TextareaField<ClientFormValues> name="notes" label="Notes" rows={3} />
      <CheckboxField<ClientFormValues> name="isActive" label="Active" />
    </FormDialogContent>
  );
}
