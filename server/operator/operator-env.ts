/** `OPERATOR_TOKEN_SEASIDE=…` gives hotel `seaside` its token (`OPERATOR_TOKEN` alone is the demo hotel's). */
export function operatorTokensFromEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const hotel = /^OPERATOR_TOKEN_([A-Z0-9_]+)$/.exec(name)?.[1];
    if (hotel && value) tokens[hotel.toLowerCase().replace(/_/g, '-')] = value;
  }
  return tokens;
}
