import { Alert, Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import type { PagesMessages } from '../../i18n/pages/fr';

type Pages = PagesMessages['pages'];
type LegalPageName = 'tos' | 'privacy' | 'gdpr' | 'gtc' | 'accessibility';

/** Polyglot messages are plain strings, so a text's paragraphs are separated by a blank line. */
export const Paragraphs = ({ text }: { text: string }) => (
  <>
    {text.split('\n\n').map((paragraph, index) => (
      <Typography key={index} sx={{ mb: 1.5 }}>
        {paragraph}
      </Typography>
    ))}
  </>
);

/** The frame shared by the text pages: title, date of the version, lead paragraph. */
export const InfoPage = ({
  page,
  legal = false,
  children,
}: {
  page: LegalPageName | 'faq';
  legal?: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const title = translate(`pages.${page}.title`);
  return (
    // Dutch runs long words together ("Toegankelijkheidsverklaring"): on a phone they break
    // rather than push the page past the screen's edge.
    <Container
      maxWidth="md"
      sx={{ py: { xs: 3, md: 6 }, hyphens: 'auto', overflowWrap: 'anywhere' }}
    >
      <PageTitle title={title} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate('pages.common.updated')}
      </Typography>
      {legal && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {translate('pages.common.template_notice')}
        </Alert>
      )}
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
        {translate(`pages.${page}.intro`)}
      </Typography>
      {children}
    </Container>
  );
};

/** A legal text; its sections are listed by key so the compiler catches a missing message. */
export const LegalPage = <P extends LegalPageName>({
  page,
  sections,
}: {
  page: P;
  sections: readonly (keyof Pages[P]['sections'] & string)[];
}) => {
  const translate = useTranslate();
  return (
    <InfoPage page={page} legal>
      {sections.map((section) => (
        <Box component="section" key={section} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate(`pages.${page}.sections.${section}.title`)}
          </Typography>
          <Paragraphs text={translate(`pages.${page}.sections.${section}.body`)} />
        </Box>
      ))}
    </InfoPage>
  );
};
