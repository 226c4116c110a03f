export function ScanPage() {
  return (
    <section>
      <h1>Scan Asset QR Code</h1>
      <p>Position the QR code within the scanner to view asset details</p>
    </section>
  );
}
