import { ImageOff, LoaderCircle, Upload } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { useImageUpload } from "#app/modules/admin/kit/use-image-upload.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";

/** The cover image: a URL typed or pasted, or an image uploaded; a preview shows whether it loads. */
export function ArticleCoverField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (url: string) => void }) {
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const { text: t } = useAdminText();
  const cover = useImageUpload((image) => onChange(image.url));
  const showPreview = value.trim() !== "" && previewFailed !== value;
  return (
    <Field id={id} label={t.coverImageUrl} error={error} className="content-start">
      {(control) => (
        <>
          <div className="flex gap-2">
            <Input
              {...control}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              inputMode="url"
              placeholder={t.coverPlaceholder}
              autoComplete="off"
              spellCheck={false}
            />
            <Button variant="secondary" onClick={cover.choose} disabled={cover.uploading} aria-label={t.uploadCoverImage}>
              {cover.uploading ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              <span className="hidden sm:inline">{cover.uploading ? t.uploading : t.upload}</span>
            </Button>
            {/* Out of sight and of the accessibility tree: the button above is the control. */}
            <input {...cover.inputProps} className="hidden" aria-hidden="true" />
          </div>
          {showPreview ? (
            <img
              src={value}
              alt={t.coverPreview}
              className="mt-1 max-h-40 w-auto max-w-full rounded-md border border-white/10 object-cover"
              onError={() => setPreviewFailed(value)}
            />
          ) : value.trim() !== "" ? (
            <p className="flex items-center gap-2 text-xs text-amber-200">
              <ImageOff className="size-4" aria-hidden="true" /> {t.imageNotLoaded}
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
}
