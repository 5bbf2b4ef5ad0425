import { useTranslation } from 'react-i18next';
import { ChartFrame } from './ChartFrame';
import { isDateX, useChartFormatters } from './format';
import { seriesTable, sliceTable } from './table';
import type {
  AreaChartProps,
  ColumnChartProps,
  DonutChartProps,
  LineChartProps,
  MixedChartProps,
  PolarAreaChartProps,
  RadarChartProps,
  SparklineProps,
} from './types';

function CartesianStub(props: LineChartProps) {
  const { t } = useTranslation();
  const dates = isDateX(props.series[0]?.data ?? [], props.xFormat);
  const formats = useChartFormatters(props.valueFormat, props.xFormat, dates);
  return (
    <ChartFrame {...props} table={seriesTable(props.series, formats, t(dates ? 'charts.date' : 'charts.category'))}>
      <div style={{ blockSize: props.height ?? 240 }} />
    </ChartFrame>
  );
}

export const LineChart = (props: LineChartProps) => <CartesianStub {...props} />;
export const AreaChart = (props: AreaChartProps) => <CartesianStub {...props} />;
export const ColumnChart = (props: ColumnChartProps) => <CartesianStub {...props} />;
export const MixedChart = ({ columns, lines, ...props }: MixedChartProps) => (
  <CartesianStub {...props} series={[...columns, ...lines]} />
);
export const RadarChart = (props: RadarChartProps) => <CartesianStub {...props} xFormat={{ kind: 'category' }} />;
export const Sparkline = ({ data, ...props }: SparklineProps) => (
  <CartesianStub
    {...props}
    hideTableToggle
    height={props.height ?? 48}
    series={[{ id: 'value', label: props.name, data }]}
  />
);

function SliceStub(props: DonutChartProps) {
  const { t } = useTranslation();
  const formats = useChartFormatters(props.valueFormat);
  const table = sliceTable(props.slices, formats, {
    rowHeader: t('charts.category'),
    value: t('charts.value'),
    share: t('charts.share'),
  });
  return (
    <ChartFrame {...props} table={table}>
      <div style={{ blockSize: props.height ?? 240 }} />
    </ChartFrame>
  );
}
export const DonutChart = (props: DonutChartProps) => <SliceStub {...props} />;
export const PolarAreaChart = (props: PolarAreaChartProps) => <SliceStub {...props} />;
