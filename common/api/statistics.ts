/** Part 2 §7 `POST {stat}/pages/`: a device's page views, counters per page id under the hour's Unix time. */
export const statPaths = { pages: '/pages/' } as const;

export interface PageStatsRequest {
  room: string;
  hotelId: number;
  /** Hour (Unix seconds, a multiple of 3600) -> page id -> views. */
  data: Record<string, Record<string, number>>;
}
