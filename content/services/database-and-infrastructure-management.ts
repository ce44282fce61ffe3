import type { CategoryCopy } from '../schema.ts'

export const databaseAndInfrastructureManagementCopy = {
  summary:
    'We run and protect the databases, servers and networks behind mission systems, keeping infrastructure at 99.5% uptime with 24/7 monitoring, tested recovery plans and audit-ready documentation.',
  seo: {
    title: 'Database and Infrastructure Management | GlobalTekForce',
    description:
      'Database administration, infrastructure operations, vulnerability management and disaster recovery with 24/7 support and 99.5% uptime.',
  },
  services: {
    'security-and-vulnerability-management': {
      summary:
        'Continuous scanning, patching and configuration hardening of servers and databases against DISA STIGs and CIS Benchmarks, with findings tracked to closure in your POA&M.',
      seo: {
        title: 'Infrastructure Vulnerability Management | GlobalTekForce',
        description:
          'Scanning, patching and STIG hardening for servers and databases, with every finding tracked to remediation in the POA&M.',
      },
    },
    'disaster-recovery-and-management': {
      summary:
        'Business continuity and disaster recovery planning, backup design and failover testing aligned with NIST SP 800-34, so critical systems meet their recovery time and recovery point objectives.',
      seo: {
        title: 'Disaster Recovery and Continuity | GlobalTekForce',
        description:
          'Contingency plans, backup architecture and failover exercises aligned with NIST SP 800-34 to meet recovery time and point objectives.',
      },
    },
    'infrastructure-management': {
      summary:
        'Operation of on-premises, hybrid and cloud infrastructure across AWS, Azure and VMware, with capacity planning, patching and round-the-clock monitoring that sustains 99.5% uptime.',
      seo: {
        title: 'Hybrid and Cloud Infrastructure Management | GlobalTekForce',
        description:
          'AWS, Azure and VMware infrastructure operations with capacity planning, patching and continuous monitoring for mission systems.',
      },
    },
    'database-administration': {
      summary:
        'Oracle, SQL Server and PostgreSQL administration covering performance tuning, upgrades, backup and recovery, and encryption, for databases that carry financial and mission data.',
      seo: {
        title: 'Oracle and SQL Server DBA Services | GlobalTekForce',
        description:
          'Oracle, SQL Server and PostgreSQL administration: tuning, upgrades, backups, encryption and 24/7 support for critical databases.',
      },
    },
    'audit-support': {
      summary:
        'IT general controls evidence for financial statement and FISMA audits, including access reviews, change records and system configurations, prepared so auditors close findings instead of opening them.',
      seo: {
        title: 'IT Audit Support and ITGC Evidence | GlobalTekForce',
        description:
          'IT general controls evidence, access reviews and change documentation for financial statement, FISMA and Inspector General audits.',
      },
    },
  },
} satisfies CategoryCopy
