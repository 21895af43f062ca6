import type { SVGProps } from "react";

// The directory's and profile's line icons, drawn after Feather (MIT) like components/icons.tsx;
// kept apart so features building at the same time do not edit one file. Decorative: the control
// that holds an icon carries the label.

type IconProps = SVGProps<SVGSVGElement>;

function Line({ children, ...props }: IconProps) {
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

/** Filled when `filled`: the shortlist's state shows in the icon as well as in aria-pressed. */
export const HeartIcon = ({ filled, ...props }: IconProps & { filled?: boolean }) => (
  <Line fill={filled ? "currentColor" : "none"} {...props}>
    <path
      d={
        "M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 " +
        "21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z"
      }
    />
  </Line>
);

export const CameraIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
    <circle cx="12" cy="13" r="4" />
  </Line>
);

export const UserIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </Line>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="m15 18-6-6 6-6" />
  </Line>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="m9 18 6-6-6-6" />
  </Line>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Line>
);

export const SearchIcon = (props: IconProps) => (
  <Line {...props}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.35-4.35" />
  </Line>
);

export const FilterIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />
  </Line>
);

export const DownloadIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
  </Line>
);

export const XIcon = (props: IconProps) => (
  <Line {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Line>
);
