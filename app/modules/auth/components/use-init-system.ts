import { useState } from "react";
import { ApiError, apiRequest } from "#app/modules/admin/api-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";

export interface InitResponse {
  success: boolean;
  message: string;
  username: string;
  password: string;
  note?: string;
}

export type InitStep =
  | { step: "confirm" }
  | { step: "running" }
  | { step: "done"; result: InitResponse }
  | { step: "failed"; message: string };

/** Copies text; falls back to a hidden textarea where the Clipboard API is unavailable (plain HTTP). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

/**
 * The first-run dialog's state (spec §2, §8): open or not (or opened from elsewhere), the step, whether the
 * server asks for its SETUP_TOKEN, the initialisation and the copy of the credentials it shows once.
 */
export function useInitSystem(onInitialized: (username: string) => void, openProp: boolean | undefined, onOpenChangeProp: ((open: boolean) => void) | undefined) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChangeProp?.(next);
  };
  const [state, setState] = useState<InitStep>({ step: "confirm" });
  const [copied, setCopied] = useState<"username" | "password" | null>(null);
  // SETUP_TOKEN on the server: the dialog asks for it (docs/operations.md#admin-accounts).
  const [tokenRequired, setTokenRequired] = useState(false);
  const [setupToken, setSetupToken] = useState("");
  const { text, language } = useAdminText();

  const initialize = async () => {
    setState({ step: "running" });
    try {
      const result = await apiRequest<InitResponse>("POST", "/api/init", tokenRequired ? { setupToken } : undefined);
      setState({ step: "done", result });
      onInitialized(result.username);
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? translateApiMessage(error.serverMessage, text, language) : text.initError;
      setState({ step: "failed", message });
    }
  };

  const copy = async (label: "username" | "password", value: string) => {
    if (await copyText(value)) setCopied(label);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setState({ step: "confirm" });
      setCopied(null);
      setSetupToken("");
      apiRequest<{ setupTokenRequired?: boolean }>("GET", "/api/init").then(
        (answer) => setTokenRequired(answer?.setupTokenRequired === true),
        () => setTokenRequired(false),
      );
    }
  };

  return { open, setOpen, onOpenChange, state, copied, copy, tokenRequired, setupToken, setSetupToken, initialize };
}

export type InitSystem = ReturnType<typeof useInitSystem>;
