import type { CategoryCopy } from '../schema.ts'

export const erpSolutionsCopy = {
  summary:
    'We implement, upgrade and support the enterprise resource planning platforms that run federal and commercial finance, acquisition and budgeting, from Oracle and SAP to the shared-service systems agencies rely on.',
  seo: {
    title: 'ERP Solutions for Federal and Enterprise | GlobalTekForce',
    description:
      'Oracle Financials, SAP, Oracle CLM, Hyperion, Unison PRISM and Sunflower implementation, upgrades and support from a CMMI Level 3 small business.',
  },
  services: {
    'oracle-financials': {
      summary:
        'Implementation, upgrade and sustainment of Oracle E-Business Suite and Oracle Cloud Financials, configured for USSGL accounting, Treasury reporting and clean audits.',
      seo: {
        title: 'Oracle Financials Implementation | GlobalTekForce',
        description:
          'Oracle EBS and Oracle Cloud Financials implementation, upgrades and sustainment, configured for USSGL, Treasury reporting and audit-ready federal accounting.',
      },
    },
    sap: {
      summary:
        'SAP S/4HANA and ECC finance, procurement and public-sector management delivered by consultants who have configured, migrated and supported SAP for agencies and enterprises.',
      seo: {
        title: 'SAP Consulting and Implementation | GlobalTekForce',
        description:
          'SAP S/4HANA and ECC finance, procurement and public sector configuration, migration and support for federal agencies and commercial enterprises.',
      },
    },
    'oracle-clm': {
      summary:
        'Oracle Contract Lifecycle Management configured for FAR and DFARS acquisition: solicitations, awards, modifications and closeout in one auditable system connected to your financials.',
      seo: {
        title: 'Oracle CLM for Federal Acquisition | GlobalTekForce',
        description:
          'Oracle Contract Lifecycle Management configured for FAR-based acquisition, from requisition to award, modification and closeout, integrated with financials.',
      },
    },
    'oracle-hyperion': {
      summary:
        'Oracle Hyperion and EPM Cloud planning, budgeting, consolidation and reporting that give finance leaders one trusted view of funds, forecasts and performance.',
      seo: {
        title: 'Oracle Hyperion and EPM Services | GlobalTekForce',
        description:
          'Oracle Hyperion Planning, Financial Management and EPM Cloud implementation for budgeting, forecasting, consolidation and performance reporting.',
      },
    },
    'unison-prism': {
      summary:
        'Configuration, upgrades and administration of Unison PRISM, the federal acquisition system, with interfaces to agency financial systems and SAM.gov.',
      seo: {
        title: 'Unison PRISM Acquisition Support | GlobalTekForce',
        description:
          'Unison PRISM configuration, upgrades, interfaces and administration so contracting offices award and manage federal contracts without disruption.',
      },
    },
    sunflower: {
      summary:
        'Sunflower asset management implementation and support, reconciling personal and real property records with the general ledger so inventories and audits hold up.',
      seo: {
        title: 'Sunflower Asset Management Support | GlobalTekForce',
        description:
          'Sunflower Systems asset management implementation, data cleanup, interfaces and support to keep federal property records accurate and reconciled.',
      },
    },
  },
} satisfies CategoryCopy
