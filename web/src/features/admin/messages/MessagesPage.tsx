import { Badge, Box, Button, Card, chakra, Flex, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { pageTitle } from "#common/site";
import { QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { EmailDeliveryList } from "#web/components/admin/EmailDelivery";
import { errorMessage } from "#web/components/admin/errors";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { OFFICE_PAGE_SIZE } from "#common/api-limits";
import { formatDate, formatDateTime } from "#common/dates";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";

// The contact inbox: what visitors sent with the contact form, newest first. Opening a message
// marks it read; staff reply by e-mail (a prefilled draft) and mark it handled.

const PAGE_SIZE = OFFICE_PAGE_SIZE;

const ContactMessagesQuery = graphql(`
  query ContactMessages($limit: Int, $offset: Int) {
    contactMessages(limit: $limit, offset: $offset) {
      total
      items {
        id
        name
        email
        phone
        subject
        message
        createdAt
        readAt
        handledAt
        emails {
          ...EmailDelivery
        }
      }
    }
  }
`);
const MarkReadMutation = graphql(`
  mutation MarkContactMessageRead($id: Int!, $read: Boolean) {
    markContactMessageRead(id: $id, read: $read) {
      id
      readAt
    }
  }
`);
const MarkHandledMutation = graphql(`
  mutation MarkContactMessageHandled($id: Int!, $handled: Boolean!) {
    markContactMessageHandled(id: $id, handled: $handled) {
      id
      readAt
      handledAt
    }
  }
`);

type Message = {
  id: number;
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
  createdAt: string;
  readAt?: string | null;
  handledAt?: string | null;
};

const COUNT_QUERY = ["UnreadContactMessageCount"];
const receivedAt = formatDateTime;

/** A reply as an e-mail draft in the staff member's own mail program: 'Re: subject', the message quoted. */
function replyHref(message: Message): string {
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `Hi ${message.name.split(" ")[0]},\n\n\n\nOn ${receivedAt(message.createdAt)}, ${message.name} wrote:\n${quoted}\n`;
  const subject = encodeURIComponent(`Re: ${message.subject}`);
  return `mailto:${encodeURIComponent(message.email)}?subject=${subject}&body=${encodeURIComponent(body)}`;
}

export function MessagesPage() {
  usePageMeta(pageTitle("Messages"));
  useLiveRefresh();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const openId = Number(params.get("message")) || null;
  const { data, loading, error, refetch } = useQuery(ContactMessagesQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  });
  const [markRead] = useMutation(MarkReadMutation, { refetchQueries: COUNT_QUERY });
  const [markHandled, handling] = useMutation(MarkHandledMutation, { refetchQueries: COUNT_QUERY });
  const messages = data?.contactMessages.items ?? [];
  const total = data?.contactMessages.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const open = messages.find((message) => message.id === openId) ?? null;
  const detailHeading = useRef<HTMLHeadingElement>(null);

  // Opening a message is reading it; each is marked once, however often the list reloads.
  const marked = useRef(new Set<number>());
  useEffect(() => {
    if (!open || open.readAt || marked.current.has(open.id)) return;
    marked.current.add(open.id);
    markRead({ variables: { id: open.id } }).catch(() => marked.current.delete(open.id));
  }, [open, markRead]);

  // A message opened from the list takes the focus to its heading, once it is on screen.
  const focusDetail = useRef(false);
  const openShown = open?.id ?? null;
  useEffect(() => {
    if (openShown === null || !focusDetail.current) return;
    focusDetail.current = false;
    detailHeading.current?.focus();
  }, [openShown]);

  const select = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete("message");
    else next.set("message", String(id));
    focusDetail.current = id !== null;
    setParams(next);
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    next.delete("message");
    setParams(next);
  };

  const setHandled = async (message: Message, handled: boolean) => {
    try {
      await markHandled({ variables: { id: message.id, handled } });
      toaster.create({
        type: "success",
        title: handled ? "Message marked as handled" : "Message marked as not handled",
        description: message.subject,
      });
    } catch (error) {
      toaster.create({ type: "error", title: "Failed to update message", description: errorMessage(error) });
    }
  };
  const markUnread = async (message: Message) => {
    try {
      await markRead({ variables: { id: message.id, read: false } });
      marked.current.delete(message.id);
      select(null);
    } catch (error) {
      toaster.create({ type: "error", title: "Failed to update message", description: errorMessage(error) });
    }
  };

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Messages
        </Heading>
        <Text color="fg.muted">What visitors sent with the contact form, newest first.</Text>
      </Box>

      <QueryStates
        query={{ data, loading, error, refetch }}
        isEmpty={total === 0}
        errorTitle="Failed to fetch messages"
        loading={<SkeletonList label="Loading messages" count={4} h="16" />}
        empty={
          <>
            <Text>No messages yet</Text>
            <Text color="fg.muted" fontSize="sm" mt="1">
              Messages sent with the contact form appear here.
            </Text>
          </>
        }
      >
        {() => (
          <Grid templateColumns={{ base: "1fr", xl: "minmax(0, 2fr) minmax(0, 3fr)" }} gap="6" alignItems="start">
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {total === 1 ? "1 message" : `${total} messages`}
              </Text>
              <Stack as="ul" listStyleType="none" gap="2" aria-label="Messages">
                {messages.map((message) => {
                  const unread = !message.readAt;
                  const current = message.id === openId;
                  return (
                    <Box as="li" key={message.id}>
                      <chakra.button
                        type="button"
                        onClick={() => select(message.id)}
                        aria-current={current ? "true" : undefined}
                        data-testid="message-item"
                        w="full"
                        textAlign="start"
                        borderWidth="1px"
                        borderRadius="md"
                        px="4"
                        py="3"
                        bg={current ? "brand.subtle" : unread ? "bg" : "bg.subtle"}
                        borderColor={current ? "brand.solid" : undefined}
                        _hover={{ borderColor: "brand.solid" }}
                        focusRing="outside"
                      >
                        <HStack justify="space-between" gap="3" align="flex-start">
                          <Text fontWeight={unread ? "bold" : "medium"} truncate>
                            {message.name}
                          </Text>
                          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                            {formatDate(message.createdAt)}
                          </Text>
                        </HStack>
                        <Text fontSize="sm" fontWeight={unread ? "semibold" : "normal"} truncate>
                          {message.subject}
                        </Text>
                        <HStack gap="2" mt="1">
                          {unread && (
                            <Badge colorPalette="blue" size="sm">
                              Unread
                            </Badge>
                          )}
                          {message.handledAt ? (
                            <Badge colorPalette="green" size="sm">
                              Handled
                            </Badge>
                          ) : (
                            <Badge colorPalette="orange" size="sm">
                              Open
                            </Badge>
                          )}
                        </HStack>
                      </chakra.button>
                    </Box>
                  );
                })}
              </Stack>
              {pages > 1 && (
                <HStack justify="space-between">
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                    Newer
                  </Button>
                  <Text fontSize="sm">
                    Page {page} of {pages}
                  </Text>
                  <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => goToPage(page + 1)}>
                    Older
                  </Button>
                </HStack>
              )}
            </Stack>

            <Card.Root as="section" aria-labelledby="message-detail-heading" position={{ xl: "sticky" }} top={{ xl: "24" }}>
              {open ? (
                <Card.Body gap="4">
                  <Stack gap="1">
                    <Heading as="h2" size="lg" id="message-detail-heading" ref={detailHeading} tabIndex={-1} outline="none">
                      {open.subject}
                    </Heading>
                    <Text>
                      From {open.name} (
                      <Link href={`mailto:${open.email}`} colorPalette="brand">
                        {open.email}
                      </Link>
                      )
                    </Text>
                    {open.phone && (
                      <Text>
                        Phone:{" "}
                        <Link href={`tel:${open.phone.replace(/\s+/g, "")}`} colorPalette="brand">
                          {open.phone}
                        </Link>
                      </Text>
                    )}
                    <Text fontSize="sm" color="fg.muted">
                      Received {receivedAt(open.createdAt)}
                      {open.handledAt ? ` · Handled ${receivedAt(open.handledAt)}` : ""}
                    </Text>
                    <EmailDeliveryList emails={open.emails} label="E-mails about this message" />
                  </Stack>
                  <Box borderTopWidth="1px" pt="4" whiteSpace="pre-wrap" data-testid="message-body">
                    {open.message}
                  </Box>
                  <Flex gap="2" flexWrap="wrap" borderTopWidth="1px" pt="4">
                    <Button asChild colorPalette="brand">
                      <a href={replyHref(open)}>Reply</a>
                    </Button>
                    <Button variant="outline" loading={handling.loading} onClick={() => void setHandled(open, !open.handledAt)}>
                      {open.handledAt ? "Mark as not handled" : "Mark as handled"}
                    </Button>
                    <Button variant="ghost" onClick={() => void markUnread(open)}>
                      Mark as unread
                    </Button>
                  </Flex>
                </Card.Body>
              ) : (
                <Card.Body>
                  <Heading as="h2" size="md" id="message-detail-heading">
                    No message selected
                  </Heading>
                  <Text color="fg.muted">Choose a message from the list to read it.</Text>
                </Card.Body>
              )}
            </Card.Root>
          </Grid>
        )}
      </QueryStates>
    </Stack>
  );
}
