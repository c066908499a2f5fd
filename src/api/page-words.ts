// GET /api/previews/{id}/pages/{n}/words: the words of one page, for selecting text.
import { pageAnswers } from './preview-page-answer';
import { pageWordsPath, type PageWordsAnswer } from '../contract/page-words';

export const pageWordsOf = pageAnswers<PageWordsAnswer>(pageWordsPath);
