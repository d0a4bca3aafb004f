(define (problem plan_trial_H00027_mug_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  CupType - otype
  MugType - otype
  PlateType - otype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Mug_bar__minus_02_dot_19_bar__minus_01_dot_19_bar__minus_00_dot_47 - object
  Plate_bar__plus_01_dot_47_bar__minus_02_dot_09_bar__plus_01_dot_22 - object
  Bowl_bar__minus_01_dot_29_bar__minus_02_dot_44_bar__plus_02_dot_23 - object
  Cup_bar__minus_01_dot_12_bar__minus_00_dot_51_bar__minus_01_dot_68 - object
  Drawer_bar__minus_01_dot_15_bar__minus_01_dot_31_bar__plus_00_dot_97 - receptacle
  Sink_bar__plus_02_dot_24_bar__minus_02_dot_05_bar__minus_01_dot_73_bar_SinkBasin - receptacle
  GarbageCan_bar__minus_00_dot_68_bar__minus_00_dot_26_bar__minus_01_dot_15 - receptacle
  CounterTop_bar__plus_01_dot_84_bar__minus_01_dot_89_bar__minus_01_dot_30 - receptacle
  Microwave_bar__minus_01_dot_02_bar__plus_01_dot_88_bar__minus_00_dot_65 - receptacle
  Fridge_bar__minus_00_dot_96_bar__minus_01_dot_10_bar__minus_02_dot_26 - receptacle
  loc_bar_1_bar__minus_5_bar_0_bar_45 - location
  loc_bar_7_bar_7_bar_1_bar_60 - location
  loc_bar_7_bar__minus_1_bar_0_bar_15 - location
  loc_bar__minus_1_bar__minus_5_bar_2_bar_60 - location
  loc_bar__minus_4_bar_7_bar_3_bar_0 - location
  loc_bar__minus_4_bar__minus_1_bar_0_bar_15 - location
  loc_bar__minus_5_bar__minus_6_bar_2_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_5_bar__minus_6_bar_2_bar_60)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PlateType)
  (canContain DrawerType BowlType)
  (canContain DrawerType CupType)
  (canContain DrawerType MugType)
  (canContain DrawerType PlateType)
  (canContain FridgeType BowlType)
  (canContain FridgeType CupType)
  (canContain FridgeType MugType)
  (canContain FridgeType PlateType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PlateType)
  (receptacleType Drawer_bar__minus_01_dot_15_bar__minus_01_dot_31_bar__plus_00_dot_97 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_15_bar__minus_01_dot_31_bar__plus_00_dot_97 loc_bar__minus_1_bar__minus_5_bar_2_bar_60)
  (openable Drawer_bar__minus_01_dot_15_bar__minus_01_dot_31_bar__plus_00_dot_97)
  (receptacleType Sink_bar__plus_02_dot_24_bar__minus_02_dot_05_bar__minus_01_dot_73_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_02_dot_24_bar__minus_02_dot_05_bar__minus_01_dot_73_bar_SinkBasin loc_bar_7_bar_7_bar_1_bar_60)
  (receptacleType GarbageCan_bar__minus_00_dot_68_bar__minus_00_dot_26_bar__minus_01_dot_15 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_00_dot_68_bar__minus_00_dot_26_bar__minus_01_dot_15 loc_bar__minus_4_bar_7_bar_3_bar_0)
  (receptacleType CounterTop_bar__plus_01_dot_84_bar__minus_01_dot_89_bar__minus_01_dot_30 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_84_bar__minus_01_dot_89_bar__minus_01_dot_30 loc_bar_1_bar__minus_5_bar_0_bar_45)
  (receptacleType Microwave_bar__minus_01_dot_02_bar__plus_01_dot_88_bar__minus_00_dot_65 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_01_dot_02_bar__plus_01_dot_88_bar__minus_00_dot_65 loc_bar__minus_4_bar__minus_1_bar_0_bar_15)
  (openable Microwave_bar__minus_01_dot_02_bar__plus_01_dot_88_bar__minus_00_dot_65)
  (receptacleType Fridge_bar__minus_00_dot_96_bar__minus_01_dot_10_bar__minus_02_dot_26 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_00_dot_96_bar__minus_01_dot_10_bar__minus_02_dot_26 loc_bar_7_bar__minus_1_bar_0_bar_15)
  (openable Fridge_bar__minus_00_dot_96_bar__minus_01_dot_10_bar__minus_02_dot_26)
  (objectType Mug_bar__minus_02_dot_19_bar__minus_01_dot_19_bar__minus_00_dot_47 MugType)
  (inReceptacle Mug_bar__minus_02_dot_19_bar__minus_01_dot_19_bar__minus_00_dot_47 Sink_bar__plus_02_dot_24_bar__minus_02_dot_05_bar__minus_01_dot_73_bar_SinkBasin)
  (objectAtLocation Mug_bar__minus_02_dot_19_bar__minus_01_dot_19_bar__minus_00_dot_47 loc_bar_7_bar_7_bar_1_bar_60)
  (pickupable Mug_bar__minus_02_dot_19_bar__minus_01_dot_19_bar__minus_00_dot_47)
  (cleanable Mug_bar__minus_02_dot_19_bar__minus_01_dot_19_bar__minus_00_dot_47)
  (heatable Mug_bar__minus_02_dot_19_bar__minus_01_dot_19_bar__minus_00_dot_47)
  (coolable Mug_bar__minus_02_dot_19_bar__minus_01_dot_19_bar__minus_00_dot_47)
  (objectType Plate_bar__plus_01_dot_47_bar__minus_02_dot_09_bar__plus_01_dot_22 PlateType)
  (inReceptacle Plate_bar__plus_01_dot_47_bar__minus_02_dot_09_bar__plus_01_dot_22 Drawer_bar__minus_01_dot_15_bar__minus_01_dot_31_bar__plus_00_dot_97)
  (objectAtLocation Plate_bar__plus_01_dot_47_bar__minus_02_dot_09_bar__plus_01_dot_22 loc_bar__minus_1_bar__minus_5_bar_2_bar_60)
  (pickupable Plate_bar__plus_01_dot_47_bar__minus_02_dot_09_bar__plus_01_dot_22)
  (cleanable Plate_bar__plus_01_dot_47_bar__minus_02_dot_09_bar__plus_01_dot_22)
  (heatable Plate_bar__plus_01_dot_47_bar__minus_02_dot_09_bar__plus_01_dot_22)
  (coolable Plate_bar__plus_01_dot_47_bar__minus_02_dot_09_bar__plus_01_dot_22)
  (objectType Bowl_bar__minus_01_dot_29_bar__minus_02_dot_44_bar__plus_02_dot_23 BowlType)
  (inReceptacle Bowl_bar__minus_01_dot_29_bar__minus_02_dot_44_bar__plus_02_dot_23 Fridge_bar__minus_00_dot_96_bar__minus_01_dot_10_bar__minus_02_dot_26)
  (objectAtLocation Bowl_bar__minus_01_dot_29_bar__minus_02_dot_44_bar__plus_02_dot_23 loc_bar_7_bar__minus_1_bar_0_bar_15)
  (pickupable Bowl_bar__minus_01_dot_29_bar__minus_02_dot_44_bar__plus_02_dot_23)
  (cleanable Bowl_bar__minus_01_dot_29_bar__minus_02_dot_44_bar__plus_02_dot_23)
  (coolable Bowl_bar__minus_01_dot_29_bar__minus_02_dot_44_bar__plus_02_dot_23)
  (objectType Cup_bar__minus_01_dot_12_bar__minus_00_dot_51_bar__minus_01_dot_68 CupType)
  (inReceptacle Cup_bar__minus_01_dot_12_bar__minus_00_dot_51_bar__minus_01_dot_68 CounterTop_bar__plus_01_dot_84_bar__minus_01_dot_89_bar__minus_01_dot_30)
  (objectAtLocation Cup_bar__minus_01_dot_12_bar__minus_00_dot_51_bar__minus_01_dot_68 loc_bar_1_bar__minus_5_bar_0_bar_45)
  (pickupable Cup_bar__minus_01_dot_12_bar__minus_00_dot_51_bar__minus_01_dot_68)
  (cleanable Cup_bar__minus_01_dot_12_bar__minus_00_dot_51_bar__minus_01_dot_68)
  (heatable Cup_bar__minus_01_dot_12_bar__minus_00_dot_51_bar__minus_01_dot_68)
  (coolable Cup_bar__minus_01_dot_12_bar__minus_00_dot_51_bar__minus_01_dot_68)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o MugType)
                    (receptacleType ?r CounterTopType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
