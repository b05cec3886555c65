import { lowerPasswordHashCostForTests } from "#app/modules/auth/password.server.ts";

// Keep the server's own logging of expected failures (500s in error tests) out of the way.
process.env.NODE_ENV ??= "test";

// Passwords hashed in this process cost 2^10 instead of 2^15 (ADR 057); spawned servers and scripts keep production's cost.
lowerPasswordHashCostForTests(2 ** 10);
