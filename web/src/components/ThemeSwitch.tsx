import { Group, IconButton } from "@chakra-ui/react";
import type { JSX } from "react";
import { type ColorModePreference, COLOR_MODES, useColorMode } from "../lib/color-mode";
import { MonitorIcon, MoonIcon, SunIcon } from "./icons";

const OPTIONS: Record<ColorModePreference, { label: string; Icon: () => JSX.Element }> = {
  light: { label: "Light theme", Icon: () => <SunIcon /> },
  dark: { label: "Dark theme", Icon: () => <MoonIcon /> },
  system: { label: "System theme", Icon: () => <MonitorIcon /> },
};

/**
 * Light, dark or the system's theme: three toggle buttons, the chosen one pressed. Used by the
 * public header and its mobile menu, and the admin header.
 */
export function ThemeSwitch({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  const { preference, setPreference } = useColorMode();
  return (
    <Group role="group" aria-label="Theme" attached borderRadius="full" borderWidth="1px" p="0.5" bg="bg">
      {COLOR_MODES.map((mode) => {
        const { label, Icon } = OPTIONS[mode];
        const pressed = preference === mode;
        return (
          <IconButton
            key={mode}
            size={size}
            variant={pressed ? "solid" : "ghost"}
            colorPalette="brand"
            borderRadius="full"
            aria-label={label}
            title={label}
            aria-pressed={pressed}
            onClick={() => setPreference(mode)}
          >
            <Icon />
          </IconButton>
        );
      })}
    </Group>
  );
}
