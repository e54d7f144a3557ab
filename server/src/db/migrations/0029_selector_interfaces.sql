-- The data interfaces of the full-screen selectors (pages/apply/popSelect, tableLinkage,
-- tableTreeSelector): a contract's bill of quantities and its whole WBS tree. New databases get
-- them from the seeder (domains/system/defaults.ts DATA_INTERFACES); older ones from here.
INSERT INTO data_interfaces (id, full_name, en_code, type, config) VALUES
  ('di_boq_items', '合同段工程量清单', 'boqItems', 'sql', '{"query":"boqItems"}'),
  ('di_wbs_nodes', 'WBS 节点树', 'wbsNodes', 'sql', '{"query":"wbsNodes"}')
ON CONFLICT DO NOTHING;
