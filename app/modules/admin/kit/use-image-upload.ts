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
 * editor's `onUploadImage`).
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void): ImageUpload;
export function useImageUpload<Image>(onUploaded: (image: Image) => void, send: (file: File) => Promise<Image>): ImageUpload;
export function useImageUpload(onUploaded: (image: never) => void, send: (file: File) => Promise<unknown> = uploadImage): ImageUpload {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const { text } = useAdminText();
  const serverMessage = useServerMessage();

  const upload = async (file: File | undefined): Promise<void> => {
    if (!file || uploading) return;
    if (!file.type.startsWith("image/")) {
      toast({ title: text.uploadFailed, description: text.notAnImage, variant: "destructive" });
      return;
    }
    setUploading(true);
    try {
      // The overloads tie what `send` answers to what `onUploaded` takes.
      onUploaded((await send(file)) as never);
    } catch (error) {
      toast({ title: text.uploadFailed, description: serverMessage(error) ?? text.uploadRetry, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  };

  const inputProps: ImageUpload["inputProps"] = {
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

  return { uploading, upload, choose: () => input.current?.click(), inputProps };
}

export interface ImageUpload {
  uploading: boolean;
  upload: (file: File | undefined) => Promise<void>;
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
