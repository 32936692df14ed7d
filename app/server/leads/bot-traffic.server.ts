// Known crawlers, by their User-Agent (isbot's maintained list): they still get their page and
// their click-out's redirect, but what they cause is marked, so the operator's report leaves it out
// of the figures (affiliate networks count crawler clicks as invalid traffic).
import { isbot } from 'isbot'

export const isCrawler = (request: Request): boolean => isbot(request.headers.get('user-agent'))
