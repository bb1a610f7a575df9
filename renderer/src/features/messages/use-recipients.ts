import { useContentStore } from '@renderer/features/content';

export interface RecipientEntry {
  id: string;
  title: string;
}

const NONE: RecipientEntry[] = [];

/** The hotel's recipients with their names in the content's language (part 1 §3 structure `messages`). */
export const useRecipients = (): RecipientEntry[] => useContentStore((s) => s.structure?.messages?.recipients ?? NONE);
