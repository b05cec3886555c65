import type { FormEvent } from "react";
import { toast } from "#app/components/ui/use-toast.ts";

/**
 * A form's onSubmit from an async submit function: React ignores the promise an event handler returns,
 * so a failure the function did not catch itself is shown here (a toast and the console) instead of
 * becoming an unhandled rejection. The function still calls `event.preventDefault()` first.
 */
export function submitHandler<E extends Element>(submit: (event: FormEvent<E>) => Promise<void>): (event: FormEvent<E>) => void {
  return (event) => {
    submit(event).catch((error: unknown) => {
      console.error(error);
      toast({ title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" });
    });
  };
}
