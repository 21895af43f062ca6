import { Box, Container, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, SOCIAL_ICONS, StarIcon } from "../../components/icons";
import { LEGAL_LINKS, NAV_LINKS, SITE, SOCIAL_LINKS } from "#common/site";

const footerLinkStyle = {
  color: "brand.100",
  _hover: { color: "accent.300", textDecoration: "none" },
  focusRingColor: "accent.400",
} as const;

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" size="sm" color="accent.300" textTransform="uppercase" letterSpacing="wider" mb="4">
      {children}
    </Heading>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="3">
      <Box as="span" mt="1" color="accent.300" flexShrink={0}>
        {icon}
      </Box>
      <Box>{children}</Box>
    </HStack>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.950" color="brand.100" pt={{ base: "12", md: "16" }} pb="8">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={{ base: "10", lg: "8" }}>
          <Stack gap="4">
            <HStack gap="2.5" color="white">
              <Box as="span" color="accent.300" fontSize="xl">
                <StarIcon />
              </Box>
              <Text fontFamily="heading" fontWeight="bold" fontSize="lg">
                {SITE.name}
              </Text>
            </HStack>
            <HStack as="ul" gap="2" listStyleType="none">
              {SOCIAL_LINKS.map(({ network, label, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <Link
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={label}
                      display="inline-flex"
                      alignItems="center"
                      justifyContent="center"
                      boxSize="9"
                      borderRadius="full"
                      bg="whiteAlpha.100"
                      fontSize="md"
                      {...footerLinkStyle}
                      _hover={{ bg: "accent.400", color: "brand.950" }}
                    >
                      <Icon />
                    </Link>
                  </li>
                );
              })}
            </HStack>
          </Stack>

          <Box as="nav" aria-label="Quick links">
            <FooterHeading>Quick Links</FooterHeading>
            <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link asChild {...footerLinkStyle}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>

          <Box>
            <FooterHeading>Contact Us</FooterHeading>
            <Stack as="address" gap="3" fontSize="sm" fontStyle="normal">
              <ContactLine icon={<MapPinIcon />}>
                <Text>{SITE.address.street}</Text>
                <Text>
                  {SITE.address.suburb} {SITE.address.state} {SITE.address.postcode}
                </Text>
              </ContactLine>
              <ContactLine icon={<PhoneIcon />}>
                <Link href={SITE.phoneHref} {...footerLinkStyle}>
                  {SITE.phone}
                </Link>
              </ContactLine>
              <ContactLine icon={<MailIcon />}>
                <Link href={`mailto:${SITE.email}`} {...footerLinkStyle} wordBreak="break-all">
                  {SITE.email}
                </Link>
              </ContactLine>
            </Stack>
          </Box>

          <Box>
            <FooterHeading>Office Hours</FooterHeading>
            <ContactLine icon={<ClockIcon />}>
              <Text fontSize="sm">{SITE.officeHours}</Text>
            </ContactLine>
          </Box>
        </SimpleGrid>

        <Flex
          mt={{ base: "10", md: "14" }}
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          direction={{ base: "column", md: "row" }}
          justify="space-between"
          align={{ base: "flex-start", md: "center" }}
          gap="3"
          fontSize="sm"
          color="brand.200"
        >
          <Text>
            © {year} {SITE.name}
          </Text>
          <HStack as="ul" gap="6" listStyleType="none">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link asChild {...footerLinkStyle}>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              </li>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
