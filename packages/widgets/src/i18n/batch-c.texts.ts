import { defineTexts } from './translate';

/** Texts the batch-c widgets show. The spec's Chinese texts are the zh strings. */
export const batchCTexts = defineTexts({
  'video.label': { zh: '视频', en: 'Video', es: 'Vídeo' },

  'avatarImage.label': { zh: '头像', en: 'Avatar', es: 'Avatar' },

  'searchBar.placeholder': { zh: '搜索商品', en: 'Search goods', es: 'Buscar productos' },
});
