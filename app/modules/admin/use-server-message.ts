import { useCallback } from "react";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { translateApiMessage } from "#app/modules/admin-i18n/api-messages.ts";
import { serverMessageOf } from "./api-client.ts";

/**
 * The server's message of a failed request in the admin's language (issue 26): the API answers in the
 * spec's English, the admin shows the messages it knows in Portuguese; undefined when there is none.
 */
export function useServerMessage(): (error: unknown) => string | undefined {
  const { text, language } = useAdminText();
  return useCallback(
    (error: unknown) => {
      const message = serverMessageOf(error);
      return message === undefined ? undefined : translateApiMessage(message, text, language);
    },
    [text, language],
  );
}
