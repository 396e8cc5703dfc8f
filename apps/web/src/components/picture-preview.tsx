import { Image } from 'antd';

/** A picture shown larger over the page (antd's image preview), from a cell's first click. */
export const PicturePreview = ({
  src,
  alt,
  onClose,
}: {
  src: string;
  alt: string;
  onClose: () => void;
}) => (
  <Image
    src={src}
    alt={alt}
    style={{ display: 'none' }}
    preview={{ open: true, onOpenChange: (open) => !open && onClose() }}
  />
);
