import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PagesMessages } from '../../i18n/pages/fr';
import { InfoPage, Paragraphs } from './InfoPage';

type Faq = PagesMessages['pages']['faq'];
type Audience = 'parents' | 'organizers';

const QUESTIONS: { [A in Audience]: readonly (keyof Faq[A]['questions'] & string)[] } = {
  parents: ['enrol', 'pay', 'documents', 'tax', 'mutual', 'cancel', 'share', 'health'],
  organizers: ['verification', 'plans', 'limit', 'enrolments', 'payments', 'exports', 'documents'],
};

const Questions = ({ audience }: { audience: Audience }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {translate(`pages.faq.${audience}.title`)}
      </Typography>
      {QUESTIONS[audience].map((question) => {
        const id = `faq-${audience}-${question}`;
        const key = `pages.faq.${audience}.questions.${question}`;
        return (
          <Accordion key={question} disableGutters>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={id}
              aria-controls={`${id}-answer`}
            >
              <Typography sx={{ fontWeight: 500 }}>{translate(`${key}.question`)}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Paragraphs text={translate(`${key}.answer`)} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
};

export const FaqPage = () => (
  <InfoPage page="faq">
    <Questions audience="parents" />
    <Questions audience="organizers" />
  </InfoPage>
);
