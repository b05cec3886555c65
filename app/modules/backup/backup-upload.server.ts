import fs from "node:fs";
import path from "node:path";

/**
 * The off-site copy (docs/operations-production.md, "Backups"): each verified backup goes to any
 * S3-compatible storage named by BACKUP_S3_URL, `s3://bucket/prefix?region=...&endpoint=https://...`
 * (endpoint for storage other than AWS, which is then addressed path-style). Credentials come from
 * the environment as the AWS SDK reads them (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, ...). Old
 * copies are the bucket's lifecycle rules' job.
 */
export interface S3Target {
  bucket: string;
  prefix: string;
  region: string;
  endpoint?: string;
}

export function parseS3Url(text: string): S3Target | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "s3:" || !url.hostname) return undefined;
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) return undefined;
  return {
    bucket: url.hostname,
    prefix: url.pathname.replace(/^\/+|\/+$/g, ""),
    region: url.searchParams.get("region") ?? "us-east-1",
    endpoint,
  };
}

/** Uploads `file` under the target's prefix; resolves with its `s3://bucket/key`. */
export async function uploadBackup(file: string, target: S3Target): Promise<string> {
  // The SDK (some 10 MB of memory once loaded) is read when a copy is uploaded, not at every start (issue 23).
  const { PutObjectCommand, S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.endpoint !== undefined,
    // Plain uploads: S3-compatible stores other than AWS (MinIO before 2024, s3rver, some hosts) do not
    // read the SDK's default chunked upload with a trailing checksum, and would store its framing.
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
  const key = [target.prefix, path.basename(file)].filter(Boolean).join("/");
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: target.bucket,
        Key: key,
        Body: fs.createReadStream(file),
        ContentLength: fs.statSync(file).size,
        ContentType: "application/gzip",
      }),
    );
  } finally {
    client.destroy();
  }
  return `s3://${target.bucket}/${key}`;
}
