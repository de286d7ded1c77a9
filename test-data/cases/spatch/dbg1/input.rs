fn alloc_resource(dev: &PciDev, idx: usize) {
    debug!("PCI");
}
