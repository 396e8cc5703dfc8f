import { defineTexts } from './translate';

/** Editor labels of the batch-c widgets: palette names and field labels. */
export const batchCLabels = defineTexts({
  'widget.video': { zh: '视频', en: 'Video', es: 'Vídeo' },
  'widget.avatarImage': { zh: '头像', en: 'Avatar image', es: 'Imagen de avatar' },
  'widget.searchBar': { zh: '搜索栏', en: 'Search bar', es: 'Barra de búsqueda' },

  'video.videoUrl': { zh: '视频地址', en: 'Video', es: 'Vídeo' },
  'video.poster': { zh: '封面图', en: 'Poster image', es: 'Imagen de portada' },
  'video.autoplay': { zh: '自动播放', en: 'Autoplay', es: 'Reproducción automática' },
  'video.autoplayOn': { zh: '开启', en: 'On', es: 'Activada' },
  'video.autoplayOff': { zh: '关闭', en: 'Off', es: 'Desactivada' },

  'avatarImage.size': { zh: '尺寸', en: 'Size', es: 'Tamaño' },
  'avatarImage.round': { zh: '圆形', en: 'Round', es: 'Redondo' },

  'searchBar.placeholder': {
    zh: '提示文字',
    en: 'Placeholder text',
    es: 'Texto de ejemplo',
  },
  'searchBar.tipImageEnable': {
    zh: '显示左侧图片',
    en: 'Show left image',
    es: 'Mostrar imagen izquierda',
  },
  'searchBar.tipImage': { zh: '左侧图片', en: 'Left image', es: 'Imagen izquierda' },
  'searchBar.rightImageEnable': {
    zh: '显示右侧图片',
    en: 'Show right image',
    es: 'Mostrar imagen derecha',
  },
  'searchBar.rightImage': { zh: '右侧图片', en: 'Right image', es: 'Imagen derecha' },
});
