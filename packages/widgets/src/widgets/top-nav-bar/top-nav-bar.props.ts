import { z } from 'zod';
import { widgetProps } from '../../core/common.schema';
import { colorSchema, mediaUrlSchema } from '../../core/primitives.schema';

/** §3 Top nav: params topNav{…}, share.enabled, title.show; data title{…}, share{…}. */
export const topNavBarProps = widgetProps({
  params: {
    topNav: z.object({
      showBackBtn: z.boolean(),
      showShareBtn: z.boolean(),
      /** Transparent over the page (unless a post-scroll colour is set once scrolled). */
      transparencyModel: z.boolean(),
      /** Fixed at the top once the page scrolls (§4); off leaves it in the page flow. */
      stickyTop: z.boolean(),
      /** Show the nav image instead of the title text. */
      navImageEnable: z.boolean(),
      navImageCenter: z.boolean(),
      textColor: colorSchema,
      /** Post-scroll colours (§4); '' keeps the colours of the top of the page. */
      scrollBackground: colorSchema,
      scrollTextColor: colorSchema,
    }),
    share: z.object({ enabled: z.boolean() }),
    title: z.object({ show: z.boolean() }),
  },
  data: {
    title: z.object({
      text: z.string().max(30),
      /** A small picture before the title text. */
      image: mediaUrlSchema,
      navImageUrl: mediaUrlSchema,
      /** The alternate nav image shown once the page scrolls. */
      scrollingNavImageUrl: mediaUrlSchema,
    }),
    /** What the host's share sheet offers. */
    share: z.object({
      contentImage: mediaUrlSchema,
      title: z.string().max(60),
      description: z.string().max(200),
      shareIcon: mediaUrlSchema,
    }),
  },
});
export type TopNavBarProps = z.output<typeof topNavBarProps>;
