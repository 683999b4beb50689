export { TAX_CERTIFICATES_QUERY, TaxCertificatesSection } from './TaxCertificatesSection';
export { defaultTaxYear, taxYearChoices, taxYearNotices } from './taxYear';
