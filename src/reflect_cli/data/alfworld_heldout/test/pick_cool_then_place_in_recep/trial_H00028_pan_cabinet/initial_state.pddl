(define (problem plan_trial_H00028_pan_cabinet)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  CupType - otype
  ForkType - otype
  PanType - otype
  PlateType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Pan_bar__plus_02_dot_47_bar__plus_01_dot_44_bar__minus_01_dot_22 - object
  Bowl_bar__plus_00_dot_93_bar__plus_00_dot_88_bar__minus_01_dot_57 - object
  Apple_bar__minus_01_dot_04_bar__minus_00_dot_66_bar__plus_00_dot_14 - object
  Plate_bar__plus_01_dot_60_bar__minus_01_dot_64_bar__plus_00_dot_14 - object
  Fork_bar__plus_00_dot_64_bar__minus_01_dot_70_bar__minus_01_dot_65 - object
  Cup_bar__plus_02_dot_18_bar__minus_00_dot_62_bar__plus_01_dot_73 - object
  Drawer_bar__minus_02_dot_13_bar__plus_00_dot_01_bar__plus_00_dot_98 - receptacle
  Microwave_bar__minus_00_dot_72_bar__minus_01_dot_00_bar__minus_01_dot_28 - receptacle
  CounterTop_bar__minus_02_dot_28_bar__plus_00_dot_20_bar__plus_00_dot_82 - receptacle
  Shelf_bar__minus_01_dot_82_bar__minus_00_dot_92_bar__plus_01_dot_53 - receptacle
  Cabinet_bar__minus_01_dot_71_bar__minus_02_dot_20_bar__plus_01_dot_86 - receptacle
  Fridge_bar__plus_00_dot_89_bar__minus_01_dot_54_bar__minus_00_dot_30 - receptacle
  Sink_bar__minus_01_dot_14_bar__minus_01_dot_87_bar__minus_00_dot_15_bar_SinkBasin - receptacle
  loc_bar_0_bar_6_bar_2_bar_30 - location
  loc_bar_1_bar_5_bar_0_bar_30 - location
  loc_bar_2_bar_5_bar_1_bar_30 - location
  loc_bar_7_bar__minus_8_bar_3_bar_0 - location
  loc_bar__minus_2_bar__minus_6_bar_2_bar_15 - location
  loc_bar__minus_4_bar_2_bar_2_bar_30 - location
  loc_bar__minus_4_bar__minus_8_bar_1_bar_45 - location
  loc_bar__minus_6_bar__minus_2_bar_1_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_6_bar__minus_2_bar_1_bar_15)
  (canContain CabinetType AppleType)
  (canContain CabinetType BowlType)
  (canContain CabinetType CupType)
  (canContain CabinetType ForkType)
  (canContain CabinetType PanType)
  (canContain CabinetType PlateType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PlateType)
  (canContain DrawerType AppleType)
  (canContain DrawerType BowlType)
  (canContain DrawerType CupType)
  (canContain DrawerType ForkType)
  (canContain DrawerType PanType)
  (canContain DrawerType PlateType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType CupType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType PlateType)
  (canContain ShelfType AppleType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CupType)
  (canContain ShelfType ForkType)
  (canContain ShelfType PanType)
  (canContain ShelfType PlateType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (receptacleType Drawer_bar__minus_02_dot_13_bar__plus_00_dot_01_bar__plus_00_dot_98 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_02_dot_13_bar__plus_00_dot_01_bar__plus_00_dot_98 loc_bar__minus_4_bar_2_bar_2_bar_30)
  (openable Drawer_bar__minus_02_dot_13_bar__plus_00_dot_01_bar__plus_00_dot_98)
  (receptacleType Microwave_bar__minus_00_dot_72_bar__minus_01_dot_00_bar__minus_01_dot_28 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_72_bar__minus_01_dot_00_bar__minus_01_dot_28 loc_bar__minus_4_bar__minus_8_bar_1_bar_45)
  (openable Microwave_bar__minus_00_dot_72_bar__minus_01_dot_00_bar__minus_01_dot_28)
  (receptacleType CounterTop_bar__minus_02_dot_28_bar__plus_00_dot_20_bar__plus_00_dot_82 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_02_dot_28_bar__plus_00_dot_20_bar__plus_00_dot_82 loc_bar__minus_2_bar__minus_6_bar_2_bar_15)
  (receptacleType Shelf_bar__minus_01_dot_82_bar__minus_00_dot_92_bar__plus_01_dot_53 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_01_dot_82_bar__minus_00_dot_92_bar__plus_01_dot_53 loc_bar_1_bar_5_bar_0_bar_30)
  (receptacleType Cabinet_bar__minus_01_dot_71_bar__minus_02_dot_20_bar__plus_01_dot_86 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_71_bar__minus_02_dot_20_bar__plus_01_dot_86 loc_bar_0_bar_6_bar_2_bar_30)
  (openable Cabinet_bar__minus_01_dot_71_bar__minus_02_dot_20_bar__plus_01_dot_86)
  (receptacleType Fridge_bar__plus_00_dot_89_bar__minus_01_dot_54_bar__minus_00_dot_30 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_00_dot_89_bar__minus_01_dot_54_bar__minus_00_dot_30 loc_bar_2_bar_5_bar_1_bar_30)
  (openable Fridge_bar__plus_00_dot_89_bar__minus_01_dot_54_bar__minus_00_dot_30)
  (receptacleType Sink_bar__minus_01_dot_14_bar__minus_01_dot_87_bar__minus_00_dot_15_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_14_bar__minus_01_dot_87_bar__minus_00_dot_15_bar_SinkBasin loc_bar_7_bar__minus_8_bar_3_bar_0)
  (objectType Pan_bar__plus_02_dot_47_bar__plus_01_dot_44_bar__minus_01_dot_22 PanType)
  (inReceptacle Pan_bar__plus_02_dot_47_bar__plus_01_dot_44_bar__minus_01_dot_22 Sink_bar__minus_01_dot_14_bar__minus_01_dot_87_bar__minus_00_dot_15_bar_SinkBasin)
  (objectAtLocation Pan_bar__plus_02_dot_47_bar__plus_01_dot_44_bar__minus_01_dot_22 loc_bar_7_bar__minus_8_bar_3_bar_0)
  (pickupable Pan_bar__plus_02_dot_47_bar__plus_01_dot_44_bar__minus_01_dot_22)
  (cleanable Pan_bar__plus_02_dot_47_bar__plus_01_dot_44_bar__minus_01_dot_22)
  (coolable Pan_bar__plus_02_dot_47_bar__plus_01_dot_44_bar__minus_01_dot_22)
  (objectType Bowl_bar__plus_00_dot_93_bar__plus_00_dot_88_bar__minus_01_dot_57 BowlType)
  (inReceptacle Bowl_bar__plus_00_dot_93_bar__plus_00_dot_88_bar__minus_01_dot_57 Cabinet_bar__minus_01_dot_71_bar__minus_02_dot_20_bar__plus_01_dot_86)
  (objectAtLocation Bowl_bar__plus_00_dot_93_bar__plus_00_dot_88_bar__minus_01_dot_57 loc_bar_0_bar_6_bar_2_bar_30)
  (pickupable Bowl_bar__plus_00_dot_93_bar__plus_00_dot_88_bar__minus_01_dot_57)
  (cleanable Bowl_bar__plus_00_dot_93_bar__plus_00_dot_88_bar__minus_01_dot_57)
  (coolable Bowl_bar__plus_00_dot_93_bar__plus_00_dot_88_bar__minus_01_dot_57)
  (objectType Apple_bar__minus_01_dot_04_bar__minus_00_dot_66_bar__plus_00_dot_14 AppleType)
  (inReceptacle Apple_bar__minus_01_dot_04_bar__minus_00_dot_66_bar__plus_00_dot_14 Sink_bar__minus_01_dot_14_bar__minus_01_dot_87_bar__minus_00_dot_15_bar_SinkBasin)
  (objectAtLocation Apple_bar__minus_01_dot_04_bar__minus_00_dot_66_bar__plus_00_dot_14 loc_bar_7_bar__minus_8_bar_3_bar_0)
  (pickupable Apple_bar__minus_01_dot_04_bar__minus_00_dot_66_bar__plus_00_dot_14)
  (cleanable Apple_bar__minus_01_dot_04_bar__minus_00_dot_66_bar__plus_00_dot_14)
  (heatable Apple_bar__minus_01_dot_04_bar__minus_00_dot_66_bar__plus_00_dot_14)
  (coolable Apple_bar__minus_01_dot_04_bar__minus_00_dot_66_bar__plus_00_dot_14)
  (sliceable Apple_bar__minus_01_dot_04_bar__minus_00_dot_66_bar__plus_00_dot_14)
  (objectType Plate_bar__plus_01_dot_60_bar__minus_01_dot_64_bar__plus_00_dot_14 PlateType)
  (inReceptacle Plate_bar__plus_01_dot_60_bar__minus_01_dot_64_bar__plus_00_dot_14 CounterTop_bar__minus_02_dot_28_bar__plus_00_dot_20_bar__plus_00_dot_82)
  (objectAtLocation Plate_bar__plus_01_dot_60_bar__minus_01_dot_64_bar__plus_00_dot_14 loc_bar__minus_2_bar__minus_6_bar_2_bar_15)
  (pickupable Plate_bar__plus_01_dot_60_bar__minus_01_dot_64_bar__plus_00_dot_14)
  (cleanable Plate_bar__plus_01_dot_60_bar__minus_01_dot_64_bar__plus_00_dot_14)
  (heatable Plate_bar__plus_01_dot_60_bar__minus_01_dot_64_bar__plus_00_dot_14)
  (coolable Plate_bar__plus_01_dot_60_bar__minus_01_dot_64_bar__plus_00_dot_14)
  (objectType Fork_bar__plus_00_dot_64_bar__minus_01_dot_70_bar__minus_01_dot_65 ForkType)
  (inReceptacle Fork_bar__plus_00_dot_64_bar__minus_01_dot_70_bar__minus_01_dot_65 Shelf_bar__minus_01_dot_82_bar__minus_00_dot_92_bar__plus_01_dot_53)
  (objectAtLocation Fork_bar__plus_00_dot_64_bar__minus_01_dot_70_bar__minus_01_dot_65 loc_bar_1_bar_5_bar_0_bar_30)
  (pickupable Fork_bar__plus_00_dot_64_bar__minus_01_dot_70_bar__minus_01_dot_65)
  (cleanable Fork_bar__plus_00_dot_64_bar__minus_01_dot_70_bar__minus_01_dot_65)
  (objectType Cup_bar__plus_02_dot_18_bar__minus_00_dot_62_bar__plus_01_dot_73 CupType)
  (inReceptacle Cup_bar__plus_02_dot_18_bar__minus_00_dot_62_bar__plus_01_dot_73 Microwave_bar__minus_00_dot_72_bar__minus_01_dot_00_bar__minus_01_dot_28)
  (objectAtLocation Cup_bar__plus_02_dot_18_bar__minus_00_dot_62_bar__plus_01_dot_73 loc_bar__minus_4_bar__minus_8_bar_1_bar_45)
  (pickupable Cup_bar__plus_02_dot_18_bar__minus_00_dot_62_bar__plus_01_dot_73)
  (cleanable Cup_bar__plus_02_dot_18_bar__minus_00_dot_62_bar__plus_01_dot_73)
  (heatable Cup_bar__plus_02_dot_18_bar__minus_00_dot_62_bar__plus_01_dot_73)
  (coolable Cup_bar__plus_02_dot_18_bar__minus_00_dot_62_bar__plus_01_dot_73)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PanType)
                    (receptacleType ?r CabinetType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
