// GET /api/previews/{id}/pages/{n}/text: the text lines of one page with their look, for the Edit text tool.
import { pageAnswers } from './preview-page-answer';
import { pageTextPath, type PageTextAnswer } from '../contract/page-text';

export const pageTextOf = pageAnswers<PageTextAnswer>(pageTextPath);
