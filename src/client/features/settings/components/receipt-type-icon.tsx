import {
  type Icon,
  IconBed,
  IconBriefcase,
  IconBus,
  IconCar,
  IconCarSuv,
  IconCoffee,
  IconGasStation,
  IconGift,
  IconParking,
  IconPhone,
  IconPlane,
  IconReceipt,
  IconRoad,
  IconShip,
  IconTicket,
  IconToolsKitchen2,
  IconTrain,
  IconWifi,
} from '@tabler/icons-react';
import type { ReceiptTypeIcon as IconName } from '../../../../shared/receipts.js';

/** The icon each receipt type may choose. */
export const receiptTypeIcons: Record<IconName, Icon> = {
  plane: IconPlane,
  bed: IconBed,
  car: IconCar,
  taxi: IconCarSuv,
  train: IconTrain,
  'tools-kitchen': IconToolsKitchen2,
  parking: IconParking,
  'gas-station': IconGasStation,
  road: IconRoad,
  receipt: IconReceipt,
  bus: IconBus,
  ship: IconShip,
  coffee: IconCoffee,
  phone: IconPhone,
  wifi: IconWifi,
  briefcase: IconBriefcase,
  ticket: IconTicket,
  gift: IconGift,
};

/** A receipt type's icon. */
export function ReceiptTypeIcon({ icon, size = 18 }: { icon: IconName; size?: number }) {
  const Component = receiptTypeIcons[icon];
  return <Component size={size} aria-hidden />;
}
