import { Badge, Button, Card, Group, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconExternalLink, type Icon } from '@tabler/icons-react';
import { useText } from '../i18n/Locale';
import { DsLink } from '../navigation/LinkContext';
import { iconForProduct } from '../ProductIcon/ProductIcon';
import classes from './ProductCard.module.css';
import { PRODUCT_CARD_TEXT } from './text';

export type ProductCardProps = {
  /** The card's title, in the page's language. */
  title: string;
  /** The product's English name, when the title is in another language: the card's icon and analytics label follow it. */
  product?: string;
  description: string;
  /** Where GET A QUOTE leads: a page of the app, or another site when `external`. */
  href: string;
  /** Another site (the warranty partners): opens in a new tab, without access to this page. */
  external?: boolean;
  /** The card's picture; by default the product's icon found from the title. */
  icon?: Icon;
  /** A short tag above the title, e.g. 'Partner site'. */
  badge?: string;
  /** The level of the card's title in the page's outline. */
  headingOrder?: 2 | 3 | 4;
  /** Called when GET A QUOTE is clicked, before the browser follows the link. */
  onQuoteClick?: () => void;
};

/** Seed 000 §2.3: one product of the grid, with its GET A QUOTE action. */
export function ProductCard({ title, product = title, description, href, external = false, icon, badge, headingOrder = 3, onQuoteClick }: ProductCardProps) {
  const text = useText(PRODUCT_CARD_TEXT);
  const CardIcon = icon ?? iconForProduct(product);
  // DsLink renders another site's address as a plain anchor (the app's router link does the same).
  const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} data-product-card={product}>
      <Group wrap="nowrap" gap="md" align="center">
        <ThemeIcon size={52} radius="md" variant="light" aria-hidden>
          <CardIcon size={30} stroke={1.6} />
        </ThemeIcon>
        <div>
          {badge && (
            <Badge variant="light" color="gray" size="sm" mb={4}>
              {badge}
            </Badge>
          )}
          <Title order={headingOrder} size="h4" lh={1.2}>
            {title}
          </Title>
        </div>
      </Group>
      <Text size="sm" c="dimmed" className={classes.description}>
        {description}
      </Text>
      <Button
        component={DsLink}
        href={href}
        {...newTab}
        onClick={onQuoteClick}
        fullWidth
        variant={external ? 'outline' : 'filled'}
        rightSection={external ? <IconExternalLink size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />}
        data-quote-link={product}
      >
        {/* The space outside the hidden words: some name computations trim an element's own text. */}
        {text('getAQuote')} <VisuallyHidden>{text(external ? 'forProductNewTab' : 'forProduct', { product: title })}</VisuallyHidden>
      </Button>
    </Card>
  );
}
