import { type ChangeEvent, type RefObject, useRef, useState } from "react";
import { toast } from "#app/components/ui/use-toast.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { type UploadedImage, uploadImage } from "../api-client.ts";
import { useServerMessage } from "../use-server-message.ts";

/**
 * Uploading one image from the admin, written once: a hidden file input opened by a button, a check
 * that the file is an image before anything is sent, the busy state, and the failure toast in the
 * owner's language (the server's own message when it gives one: "not an image", "too large").
 *
 * ```tsx
 * const cover = useImageUpload((image) => setCover(image.url));
 * <input {...cover.inputProps} aria-label={t.uploadCoverImage} />
 * <Button onClick={cover.choose} disabled={cover.uploading}>…</Button>
 * ```
 *
 * `send` replaces POST /api/uploads/image where a component is handed its own upload (the rich-text
 * editor's `onUploadImage`). A file chosen while another is still uploading is uploaded too (each has
 * its own request; `uploading` is true while any is under way), and `upload` answers the image it
 * stored, for a caller that places each one where it was dropped.
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void): ImageUpload<UploadedImage>;
export function useImageUpload<Image>(onUploaded: (image: Image) => void, send: (file: File) => Promise<Image>): ImageUpload<Image>;
export function useImageUpload(onUploaded: (image: never) => void, send: (file: File) => Promise<unknown> = uploadImage): ImageUpload<unknown> {
  const input = useRef<HTMLInputElement>(null);
  const [inFlight, setInFlight] = useState(0);
  const { text } = useAdminText();
  const serverMessage = useServerMessage();

  const upload = async (file: File | undefined): Promise<unknown> => {
    if (!file) return undefined;
    if (!file.type.startsWith("image/")) {
      toast({ title: text.uploadFailed, description: text.notAnImage, variant: "destructive" });
      return undefined;
    }
    setInFlight((count) => count + 1);
    try {
      // The overloads tie what `send` answers to what `onUploaded` takes.
      const image = await send(file);
      onUploaded(image as never);
      return image;
    } catch (error) {
      toast({ title: text.uploadFailed, description: serverMessage(error) ?? text.uploadRetry, variant: "destructive" });
      return undefined;
    } finally {
      setInFlight((count) => count - 1);
    }
  };

  const inputProps: ImageUpload<unknown>["inputProps"] = {
    ref: input,
    type: "file",
    accept: "image/*",
    className: "sr-only",
    tabIndex: -1,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = "";
      void upload(file);
    },
  };

  return { uploading: inFlight > 0, upload, choose: () => input.current?.click(), inputProps };
}

export interface ImageUpload<Image> {
  uploading: boolean;
  /** Uploads one file; answers the stored image, or undefined when it was refused (a toast says why). */
  upload: (file: File | undefined) => Promise<Image | undefined>;
  /** Opens the file picker. */
  choose: () => void;
  /** The hidden file input's props, to spread on an `<input>`. */
  inputProps: {
    ref: RefObject<HTMLInputElement | null>;
    type: "file";
    accept: string;
    className: string;
    tabIndex: number;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}
