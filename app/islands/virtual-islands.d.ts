/** The boot module's URL, from scripts/vite-islands-plugin.ts. */
declare module "virtual:islands" {
  export const ISLANDS_BOOT_URL: string;
}
