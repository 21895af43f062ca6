import type { JSX, SVGProps } from "react";
import type { SocialNetwork } from "#common/site";

// Line icons drawn after Feather (MIT), inlined so the app ships no icon font or extra package.
// They inherit size from the font and colour from the text around them; a label belongs on the
// control that holds them, so they are hidden from assistive technology.

type IconProps = SVGProps<SVGSVGElement>;

function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </LineIcon>
);

/** Three dots in a row: a row's menu of actions. */
export const MoreIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </LineIcon>
);

export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </LineIcon>
);

export const StarIcon = (props: IconProps) => (
  <LineIcon fill="currentColor" strokeWidth={1} {...props}>
    <path d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z" />
  </LineIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </LineIcon>
);

export const MapPinIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
    <circle cx="12" cy="10" r="3" />
  </LineIcon>
);

export const PhoneIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path
      d={
        "M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 " +
        "0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 " +
        "1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 " +
        "2.81.7A2 2 0 0 1 22 16.92z"
      }
    />
  </LineIcon>
);

export const MailIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2z" />
    <path d="m22 6-10 7L2 6" />
  </LineIcon>
);

export const ClockIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </LineIcon>
);

const FacebookIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </LineIcon>
);

const InstagramIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
    <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37zM17.5 6.5h.01" />
  </LineIcon>
);

const TwitterIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path
      d={
        "M23 3a10.9 10.9 0 0 1-3.14 1.53 4.48 4.48 0 0 0-7.86 3v1A10.66 10.66 0 0 1 3 4s-4 9 5 " +
        "13a11.64 11.64 0 0 1-7 2c9 5 20 0 20-11.5a4.5 4.5 0 0 0-.08-.83A7.72 7.72 0 0 0 23 3z"
      }
    />
  </LineIcon>
);

const LinkedinIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2z" />
    <circle cx="4" cy="4" r="2" />
  </LineIcon>
);

export const SOCIAL_ICONS: Record<SocialNetwork, (props: IconProps) => JSX.Element> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  twitter: TwitterIcon,
  linkedin: LinkedinIcon,
};

export const SunIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="5" />
    <path d="M12 1v2M12 21v2M4.22 4.22l1.42 1.42M18.36 18.36l1.42 1.42M1 12h2M21 12h2M4.22 19.78l1.42-1.42M18.36 5.64l1.42-1.42" />
  </LineIcon>
);

export const MoonIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
  </LineIcon>
);

export const MonitorIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="2" y="3" width="20" height="14" rx="2" ry="2" />
    <path d="M8 21h8M12 17v4" />
  </LineIcon>
);

export const HeartIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path
      d={
        "M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 " +
        "21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z"
      }
    />
  </LineIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </LineIcon>
);

export const QuoteIcon = (props: IconProps) => (
  <LineIcon fill="currentColor" stroke="none" {...props}>
    <path
      d={
        "M9.6 5C6.1 6.5 4 9.3 4 12.9V19h6v-6H7.2c.1-2.3 1.5-4 3.6-5.1L9.6 5zm10 0c-3.5 1.5-5.6 " +
        "4.3-5.6 7.9V19h6v-6h-2.8c.1-2.3 1.5-4 3.6-5.1L19.6 5z"
      }
    />
  </LineIcon>
);

export const CheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <polyline points="20 6 9 17 4 12" />
  </LineIcon>
);
